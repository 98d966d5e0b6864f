//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on tile
/* A function without a body gets a __local pointer: bvgen takes it to read and write any element of tile (GPUVerify assumes it touches no memory). Every work item calls it, so the calls race with each other and with the read after it. Twin: bodiless_local_ok. */
void fill(__local int *p, int n);

__kernel void fill_tile(__global int *out) {
  __local int tile[64];
  size_t l = get_local_id(0);
  fill(tile, 64);
  out[get_global_id(0)] = tile[l];
}
