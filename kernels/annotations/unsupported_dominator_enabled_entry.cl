//xfail:IR_ERROR
//--local_size=32 --num_groups=1
//unsupported_dominator_enabled_entry.cl:9:3: error: __dominator_enabled\(\) is supported in
/* No block dominates the kernel's first block: bvgen gives
   __dominator_enabled() no meaning there and refuses it (exit 4). */

__kernel void foo(__global int *A) {
  // In the entry block.
  __assert(__dominator_enabled());
  A[get_global_id(0)] = 0;
}
