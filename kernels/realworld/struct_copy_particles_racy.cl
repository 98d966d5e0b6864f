//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on ps
/* struct_copy_particles_ok.cl storing the updated particle one slot on (ps[i + 1] = q, a botched in-place shift): it races with that particle's own copy. */
typedef struct {
  float4 pos;
  float4 vel;
  float mass;
  int id;
} Particle;
__kernel void integrate(__global Particle *ps, float4 force, float dt) {
  int i = get_global_id(0);
  Particle q = ps[i];
  q.vel += force / q.mass * dt;
  q.pos += q.vel * dt;
  ps[i + 1] = q; // want "race on ps"
}
