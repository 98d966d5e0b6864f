//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//struct_param_wrong\.cl:13:3: error: this assertion might not hold
/* A struct passed by value to the kernel: its fields are the same for every
   work item, and a precondition constrains them (twin without it:
   struct_param_ok.cl). */
struct s { int a; int b; };

__kernel void struct_param_wrong(struct s q, __global int *out) {
  /* no precondition on q.a */
  __assert(__uniform_int(q.b));
  out[get_global_id(0)] = q.a + q.b;
  __assert(q.a == 5);
}
