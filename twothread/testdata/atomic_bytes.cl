// Atomics, a byte-granular access through a uchar pointer, and a private
// array.
__kernel void atomic_bytes(__global int *counter, __global int *data) {
  int priv[2];
  priv[0] = atomic_inc(counter);
  priv[1] = 0;
  __global uchar *bytes = (__global uchar *)data;
  bytes[get_global_id(0) * 4] = (uchar)priv[get_local_id(0) & 1];
}
