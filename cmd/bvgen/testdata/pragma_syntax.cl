/* An assert pragma whose expression has a syntax error (<== for <=). */
__kernel void k(__global int *a, int n) {
  int lid = get_local_id(0);
    #pragma bvgen assert lid <== n
  a[lid] = n;
}
