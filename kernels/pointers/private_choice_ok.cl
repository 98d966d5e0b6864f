//pass
//--local_size=64 --num_groups=2 --no-inline
/* The address of one of two private variables passed to a helper (a procedure under --no-inline). */
void twice(float *v) {
  *v = 2.0f * *v;
}

__kernel void private_choice(__global float *out, int i) {
  float x = out[get_global_id(0)];
  float z = 1.0f;
  twice(i ? &x : &z);
  out[get_global_id(0)] = x + z;
}
