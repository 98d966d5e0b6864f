//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible null pointer access
/* Twin of struct_param_ok without the precondition: the host may pass any pointer (null, or into memory the kernel does not know), so following it is reported. */
struct s {
  __global int *p;
};

__kernel void struct_param(__global int *p, struct s q) {
  p[get_global_id(0)] = q.p[get_global_id(0)] + 1; // want "possible null pointer access"
}
