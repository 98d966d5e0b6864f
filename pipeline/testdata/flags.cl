// Kernel of the GPUVerify option tests (gpuverify_test.go).
int inc(int x) {
  __requires(x > 0);
  return x + 1;
}

__kernel void flags(__global int *A, __global int *B, int n, short m) {
  __local int L[16];
  int i;
  for (i = 0; __invariant(i <= 4), i < 4; i++) {
  }
  L[get_local_id(0)] = inc(n);
  A[0] = L[get_local_id(0)];
  B[get_global_id(0)] = m;
  __assert(i == 4);
}
