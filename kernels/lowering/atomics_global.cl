//pass
//--local_size=64 --num_groups=8
/* atomic_add/inc/cmpxchg/min/xchg on __global int*; counters are only touched atomically. */
__kernel void atomics_global(__global int *counters, __global int *out) {
  size_t gid = get_global_id(0);
  int ticket = atomic_add(&counters[0], 2);
  int seen = atomic_inc(&counters[1]);
  int old = atomic_cmpxchg(&counters[2], 0, (int)gid);
  atomic_min(&counters[3], (int)gid);
  int prev = atomic_xchg(&counters[4], ticket);
  out[gid] = ticket + seen + old + prev;
}
