//pass
//--local_size=64 --num_groups=8
/* Lookup tables of vectors in __constant memory: int3 (16-byte elements, the fourth lane padding), int2, float4 and char3 (4-byte elements). The initialisers give the values read, lane by lane, in the kernel and in assertions (GPUVerify's alignment/initialisation). */
__constant int3 offs3[2] = {{0, 0, 0}, {1, 2, 3}};
__constant int2 offs2[3] = {{1, 2}, {3, 4}, {5, 6}};
__constant float4 weights[2] = {(float4)(0.5f, 0.25f, 0.125f, 0.0625f), (float4)(1.0f, 2.0f, 4.0f, 8.0f)};
__constant char3 tags[2] = {{'a', 'b', 'c'}, {'x', 'y', 'z'}};

__kernel void const_vectors(__global int *out, __global float *wout) {
  size_t i = get_global_id(0);
  int3 o = offs3[1];
  __assert(offs3[1].y == 2);
  __assert(offs2[2].x == 5 && offs2[2].y == 6);
  __assert(as_int(weights[1].z) == 0x40800000); // 4.0f: float comparisons are uninterpreted, bits are not
  __assert(tags[1].z == 'z');
  out[i] = o.x + o.y + o.z + offs2[1].y; // 1 + 2 + 3 + 4
  __assert(o.x + o.y + o.z + offs2[1].y == 10);
  wout[i] = weights[0].x;
}
