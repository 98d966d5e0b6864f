//pass
//--local_size=64 --num_groups=1
/* __return_val_int4() in the postcondition of an inlined helper returning a vector: checked where the inlined body returns (kernels/vectors/return_val_vector_ok.cl has the --no-inline form). */
int4 splat(int a) {
  __ensures(__return_val_int4().x == a);
  return (int4)(a, a, a, a);
}

__kernel void vec(__global int *out) {
  int4 r = splat(1);
  out[get_global_id(0)] = r.x;
}
