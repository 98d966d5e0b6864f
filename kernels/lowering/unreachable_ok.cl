//pass
//--local_size=64 --num_groups=4
/* LLVM's unreachable (after __builtin_unreachable() or a call of a noreturn function) is an assertion of false (docs/pointers.md, "unreachable"): here no work item reaches either, so the kernel verifies. Twin: unreachable_reached. */
void die(int code) __attribute__((noreturn));

__kernel void guarded(__global int *out) {
  size_t i = get_global_id(0);
  if (i >= get_global_size(0))
    __builtin_unreachable();
  if (get_local_id(0) >= get_local_size(0))
    die(1);
  out[i] = 1;
}
