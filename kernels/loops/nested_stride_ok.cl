//pass
//--local_size=256 --num_groups=2
/* Strength-reduced nested loops: for (i = 0; ...; i += L) for (j = i; ...; j += L) data[j + lid]. Every write of work item lid is at lid modulo L: the outer counter's i % L == 0 (counter-stride, now also for a counter that only starts a nested loop) and the log's offset congruent to i + lid modulo L at the outer head (stride-residue). */
__kernel void nested(__local int *data) {
  for (unsigned i = 0; i < get_local_size(0) * 10; i += get_local_size(0)) {
    for (unsigned j = i; j < get_local_size(0) * 10; j += get_local_size(0)) {
      data[j + get_local_id(0)] = get_local_id(0);
    }
  }
}
