//pass
//--local_size=64 --num_groups=4 --no-inline
/* __return_val_int4() and __return_val_float4() in the postconditions of helpers returning vectors (GPUVerify's vectortests/vectorreturn): checked against the body, and the caller knows the result from the contract alone. */
int4 bump(int4 v) {
  __ensures(__return_val_int4().x == v.x + 1);
  __ensures(__return_val_int4().w == v.w + 4);
  int4 r = v;
  r.x += 1;
  r.w += 4;
  return r;
}

float4 keep(float4 v) {
  __ensures(as_int(__return_val_float4().y) == as_int(v.y));
  return v;
}

__kernel void return_val_vector(__global int *out, __global float *fout) {
  int4 b = bump((int4)(0, 1, 2, 3));
  __assert(b.x == 1);
  __assert(b.w == 7);
  float4 f = keep((float4)(1.0f, 2.0f, 3.0f, 4.0f));
  __assert(as_int(f.y) == as_int(2.0f));
  out[get_global_id(0)] = b.x;
  fout[get_global_id(0)] = f.y;
}
