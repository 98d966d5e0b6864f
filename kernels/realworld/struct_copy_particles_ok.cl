//pass
//--local_size=64 --num_groups=8
/* Particle integration with whole-struct copies: Particle q = ps[i] (an llvm.memcpy at -O0), updated in registers, stored back with ps[i] = q. */
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
  ps[i] = q;
}
