//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on next
/* Twin of particles_copy_ok: the struct copy writes next[i / 2], so two work items copy their particles to the same place. */
typedef struct { float4 pos; float mass; int id; } Particle;

__kernel void advance(__global Particle *ps, __global Particle *next, float dt) {
  size_t i = get_global_id(0);
  Particle p = ps[i];
  p.pos += (float4)(dt);
  next[i / 2] = p; // want "race on next"
}
