//pass
//--local_size=64 --num_groups=4 --no-inline
/* Private arrays of one name: two in scopes of the kernel (velocity, velocity.1 after lowering) and one in a helper checked on its own (velocity). Each gets a Boogie map of its own ($$velocity, $$velocity.1, $$velocity.2). */
float speed(__global const float *m, int i) {
  float velocity[3];
  velocity[0] = m[i];
  velocity[1] = m[i + 1];
  velocity[2] = m[i + 2];
  return velocity[0] * velocity[0] + velocity[1] * velocity[1] + velocity[2] * velocity[2];
}

__kernel void private_names(__global const float *m, __global float *out) {
  int i = get_global_id(0);
  float s = 0.0f;
  {
    float velocity[3];
    velocity[0] = m[i];
    velocity[i % 3] = 1.0f;
    s += velocity[0];
  }
  {
    float velocity[3];
    velocity[0] = m[i + 1];
    velocity[i % 3] = 2.0f;
    s += velocity[0];
  }
  out[i] = s + speed(m, i);
}
