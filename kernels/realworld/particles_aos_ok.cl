//pass
//--local_size=64 --num_groups=8
/* Particle update with array-of-structs layout: a struct of float4 position, float4 velocity and a float lifetime, fields read and written through the pointer one particle per work item. */
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
    p->alive = 0;
}
