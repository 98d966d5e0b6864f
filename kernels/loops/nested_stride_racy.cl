//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=2
//write-write race on data
/* Twin of nested_stride_ok.cl whose inner loop starts at i + 1: work item lid writes i + 1 + lid, where work item lid + 1 writes too. */
__kernel void nested(__local int *data) {
  for (unsigned i = 0; i < get_local_size(0) * 10; i += get_local_size(0)) {
    for (unsigned j = i + (i > 0); j < get_local_size(0) * 10; j += get_local_size(0)) {
      data[j + get_local_id(0)] = get_local_id(0);
    }
  }
}
