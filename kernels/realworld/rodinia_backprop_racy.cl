//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[1,64]
//race on wm
/* rodinia_backprop_ok.cl with the column sum turned into sequential addressing by hand but the index left interleaved (ty < HEIGHT / 2^i adds row ty + 2^(i-1)): work item ty writes its row while work item ty - 1 reads it. */
#define HEIGHT 16
#define WIDTH 16
__kernel void layer_forward(__global const float *input, __global float *weights, __global float *partial_sum, __local float *in_node, __local float *wm, const int n_in, const int n_hid)
{
  __requires(n_in == 1024 && n_hid == 16);
  int by = get_group_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  int index = (n_hid + 1) * HEIGHT * by + (n_hid + 1) * ty + tx + 1 + (n_hid + 1);
  int index_in = HEIGHT * by + ty + 1;
  if (tx == 0)
    in_node[ty] = input[index_in];
  barrier(CLK_LOCAL_MEM_FENCE);
  wm[ty * WIDTH + tx] = weights[index];
  barrier(CLK_LOCAL_MEM_FENCE);
  wm[ty * WIDTH + tx] = wm[ty * WIDTH + tx] * in_node[ty];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 1; i <= 4; i++) {
    int pw = 1 << i;
    if (ty < HEIGHT / pw)
      wm[ty * WIDTH + tx] = wm[ty * WIDTH + tx] + wm[(ty + pw / 2) * WIDTH + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  weights[index] = wm[ty * WIDTH + tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tx == 0)
    partial_sum[by * n_hid + ty] = wm[ty];
}
