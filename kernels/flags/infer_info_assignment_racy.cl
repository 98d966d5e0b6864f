//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --infer-info
//Houdini assignment axiom: true( && !?_b[0-9]+)+
//write-write race on a
/* --infer-info on a racy loop: the assignment is printed, the race
   reported. Twin of infer_info_assignment.cl. */

__kernel void infer_info_assignment_racy(__global int *a, int n) {
  for (int i = 0; i < n; i++) {
    a[i * 64 + get_global_id(0)] = i; // want "write-write race on a"
  }
}
