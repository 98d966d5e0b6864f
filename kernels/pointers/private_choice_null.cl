//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//possible null pointer access for work item
/* Twin of private_choice_ok: the helper may be given null. */
void twice(float *v) {
  *v = 2.0f * *v; // want "possible null pointer access"
}

__kernel void private_choice(__global float *out, int i) {
  float x = out[get_global_id(0)];
  twice(i ? &x : 0);
  out[get_global_id(0)] = x;
}
