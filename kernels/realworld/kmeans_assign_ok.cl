//pass
//--local_size=64 --num_groups=8 -D NCLUSTERS=8 -D NFEATURES=4
/* k-means assignment step (Rodinia kmeans_kernel_c style): the cluster centres (NCLUSTERS x NFEATURES, given with -D) are staged in __local memory, each work item finds the nearest centre of its point (feature-major layout) and writes its membership. */
__kernel void kmeans_assign(__global const float *features, __global const float *clusters, __global int *membership, int npoints) {
  __local float c[NCLUSTERS * NFEATURES];
  int lid = get_local_id(0);
  int point = get_global_id(0);
  for (int i = lid; i < NCLUSTERS * NFEATURES; i += get_local_size(0))
    c[i] = clusters[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (point < npoints) {
    int index = 0;
    float best = FLT_MAX;
    for (int k = 0; k < NCLUSTERS; k++) {
      float dist = 0.0f;
      for (int f = 0; f < NFEATURES; f++) {
        float d = features[f * npoints + point] - c[k * NFEATURES + f];
        dist = mad(d, d, dist);
      }
      if (dist < best) {
        best = dist;
        index = k;
      }
    }
    membership[point] = index;
  }
}
