//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 -D NCLUSTERS=8 -D NFEATURES=4
//write-read race on c
/* kmeans_assign_ok.cl without the barrier after the centres are staged: a work item reads centres other work items have not copied yet. */
__kernel void kmeans_assign(__global const float *features, __global const float *clusters, __global int *membership, int npoints) {
  __local float c[NCLUSTERS * NFEATURES];
  int lid = get_local_id(0);
  int point = get_global_id(0);
  for (int i = lid; i < NCLUSTERS * NFEATURES; i += get_local_size(0))
    c[i] = clusters[i];
  if (point < npoints) {
    int index = 0;
    float best = FLT_MAX;
    for (int k = 0; k < NCLUSTERS; k++) {
      float dist = 0.0f;
      for (int f = 0; f < NFEATURES; f++) {
        float d = features[f * npoints + point] - c[k * NFEATURES + f]; // want "write-read race on c"
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
