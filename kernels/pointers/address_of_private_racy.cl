//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//write-write race on out
/* Twin of address_of_private_ok: every work item writes out[0]. */
void scale(float *v, float k) {
  *v = k * *v;
}

__kernel void address_of_private(__global float *out) {
  float x = out[get_global_id(0)];
  scale(&x, 3.0f);
  out[0] = x; // want "write-write race"
}
