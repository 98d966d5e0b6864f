//pass
//--local_size=64 --num_groups=4
/* A pointer field of a by-value struct parameter: whatever the host passed, here required to be the buffer p (GPUVerify's test_structs/use_ptr_element). */
struct s {
  __global int *p;
};

__kernel void struct_param(__global int *p, struct s q) {
  __requires(q.p == p);
  p[get_global_id(0)] = q.p[get_global_id(0)] + 1;
}
