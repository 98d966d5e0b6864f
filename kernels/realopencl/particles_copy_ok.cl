//pass
//--local_size=64 --num_groups=8
/* Struct copies (llvm.memcpy): each work item copies its particle into a private struct, advances it and copies it back; a private array initialiser (= {0}) and a table initialiser are copied too. */
typedef struct { float4 pos; float mass; int id; } Particle;

__kernel void advance(__global Particle *ps, __global Particle *next, float dt) {
  size_t i = get_global_id(0);
  Particle p = ps[i];
  float w[4] = {0.5f, 0.25f, 0.125f, 0.125f};
  int hist[4] = {0};
  hist[p.id & 3] += 1;
  p.pos += (float4)(dt * w[i & 3]);
  p.id += hist[0];
  next[i] = p;
}
