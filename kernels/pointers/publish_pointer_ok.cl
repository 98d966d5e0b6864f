//pass
//--local_size=64 --num_groups=1
/* Every work item publishes, in its own slot of a global table, a pointer into a (even work items) or b (odd ones). */
struct slot { __global int *p; };
__kernel void publish(__global int *a, __global int *b, __global struct slot *slot) {
  int t = get_local_id(0);
  __global int *p = (t % 2) ? b : a;
  slot[t].p = p;
}
