//pass
//--local_size=64 --num_groups=4
/* A struct passed by value to the kernel: its fields are the same for every
   work item, and a precondition constrains them (twin without it:
   struct_param_wrong.cl). */
struct s { int a; int b; };

__kernel void struct_param_ok(struct s q, __global int *out) {
  __requires(q.a == 5);
  __assert(__uniform_int(q.b));
  out[get_global_id(0)] = q.a + q.b;
  __assert(q.a == 5);
}
