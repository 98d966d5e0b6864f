//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on ps
/* particles_aos_ok.cl where a dying particle also clears the flag of its neighbour (ps[i + 1]), racing with the neighbour reading its own flag. */
typedef struct {
  float px, py, pz;
  float vx, vy, vz;
  float life;
  int alive;
} Particle;
__kernel void particles_aos(__global Particle *ps, float gx, float gy, float gz, float dt) {
  int i = get_global_id(0);
  __global Particle *p = &ps[i];
  if (!p->alive)
    return;
  p->vx += gx * dt;
  p->vy += gy * dt;
  p->vz += gz * dt;
  p->px = fma(p->vx, dt, p->px);
  p->py = fma(p->vy, dt, p->py);
  p->pz = fma(p->vz, dt, p->pz);
  p->life -= dt;
  if (p->life <= 0.0f)
    ps[i + 1].alive = 0; // want "race on ps"
}
