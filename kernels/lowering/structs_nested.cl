//pass
//--local_size=32 --num_groups=4 --timeout=30s
/* Structs through pointers, arrays inside structs and pointers to arrays (GEP depth > 1). */
typedef struct { int x; float y; int v[3]; } S;
typedef struct { S inner[2]; int tag; } T;
__kernel void structs_nested(__global S *p, __global T *q, __global int (*m)[4]) {
  size_t tid = get_global_id(0);
  p[tid].y = (float)p[tid].x;
  p[tid].v[2] = p[tid].v[0] + p[tid].v[1];
  q[tid].inner[1].v[tid % 3] = q[tid].tag;
  q[tid].inner[0].x = q[tid].inner[1].v[0];
  for (int j = 0; j < 4; j++)
    m[tid][j] = j + (int)tid;
  __global S *mine = &q[tid].inner[0];
  mine->y = mine->y * 2.0f;
}
