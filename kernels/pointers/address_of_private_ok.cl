//pass
//--local_size=64 --num_groups=2 --no-inline
/* The address of a private variable passed to a helper that is checked as a procedure (--no-inline). */
void scale(float *v, float k) {
  *v = k * *v;
}

__kernel void address_of_private(__global float *out) {
  float x = out[get_global_id(0)];
  scale(&x, 3.0f);
  out[get_global_id(0)] = x;
}
