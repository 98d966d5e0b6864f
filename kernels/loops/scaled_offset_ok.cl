//pass
//--local_size=16 --num_groups=8
/* Accesses A[i*256 + lid] with i += 1: each work item's offsets are lid modulo 256, so no two work items of a group meet (the stride-residue candidate: the counter steps by 1 but the cell by 256). */
__kernel void scaled(__local int *A, __local int *B) {
  int lid = get_local_id(0);
  for (int i = 0; i < 1024; i++) {
    A[i * 256 + lid] = lid;
    B[lid + 256 * i] = A[i * 256 + lid];
  }
}
