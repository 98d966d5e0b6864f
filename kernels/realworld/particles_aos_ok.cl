//pass
//--local_size=64 --num_groups=8
/* Particle update with array-of-structs layout: a struct of position, velocity, lifetime and a liveness flag, fields read and written through a pointer to the work item's own particle. */
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
    p->alive = 0;
}
