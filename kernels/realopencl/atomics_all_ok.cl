//pass
//--local_size=64 --num_groups=4
/* Every atomic_ and atom_ variant (min, max, and, or, xor, cmpxchg, inc, dec, xchg incl. float, add, sub) on local and global memory, 32 and 64 bit. */
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
__kernel void k(__global int *g, __global long *gl, __global float *gf, __global uint *out) {
  __local uint l[4];
  __local long ll[2];
  uint r = atomic_min(&g[0], 1) + atomic_max(&g[0], 2) + atomic_and(&g[0], 3) + atomic_or(&g[0], 4) + atomic_xor(&g[0], 5)
    + atomic_cmpxchg(&g[1], 0, 1) + atomic_inc(&g[2]) + atomic_dec(&g[2]) + atomic_xchg(&g[3], 7)
    + atom_add(&l[0], 1u) + atom_cmpxchg(&l[1], 1u, 2u) + atomic_sub(&l[2], 1u);
  long q = atom_add(&gl[0], 1L) + atom_min(&ll[0], 2L) + atom_xchg(&ll[1], 3L) + atom_cmpxchg(&gl[1], 0L, 1L) + atom_inc(&gl[1]);
  float f = atomic_xchg(&gf[0], 1.0f);
  out[get_global_id(0)] = r + (uint)q + (uint)f;
}
