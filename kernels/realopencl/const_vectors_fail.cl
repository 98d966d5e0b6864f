//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//assert
/* Twin of const_vectors_ok: the second int3 element starts at byte 16, not 12, so its x lane is 1 and the assertion that it is 3 fails. */
__constant int3 offs3[2] = {{0, 0, 0}, {1, 2, 3}};

__kernel void const_vectors(__global int *out) {
  size_t i = get_global_id(0);
  int3 o = offs3[1];
  out[i] = o.x;
  __assert(o.x == 3); // want "assert"
}
