//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on ps
/* particles_aos_ok.cl where a dying particle also clears the flag of its neighbour (ps[i + 1]), racing with the neighbour reading its own flag. */
typedef struct {
  float4 pos;
  float4 vel;
  float life;
  int alive;
} Particle;
__kernel void particles_aos(__global Particle *ps, float4 gravity, float dt) {
  int i = get_global_id(0);
  __global Particle *p = &ps[i];
  if (!p->alive)
    return;
  p->vel += gravity * dt;
  p->pos += p->vel * dt;
  p->life -= dt;
  if (p->life <= 0.0f)
    ps[i + 1].alive = 0; // want "race on ps"
}
