int scale(int);

__kernel void ext(__global int *out) {
  out[get_global_id(0)] = scale(1);
}
