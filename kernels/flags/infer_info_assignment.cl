//pass
//--local_size=64 --num_groups=2 --infer-info
//Houdini assignment axiom: true( && !?_b[0-9]+)+
/* --infer-info prints Houdini's assignment axiom as GPUVerify does: true,
   then each candidate's constant or its negation. Twin:
   infer_info_assignment_racy.cl. */

__kernel void infer_info_assignment(__global int *a, int n) {
  for (int i = 0; i < n; i++) {
    a[i * 128 + get_global_id(0)] = i;
  }
}
