//xfail:NOT_ALL_VERIFIED
//--local_size=[64,4] --num_groups=[4,64]
//write-write race on gN
/* parboil_lbm_ok.cl with a copy-paste slip in the streaming: the north-east distribution is pushed into gN, so cell (x + 1, y + 1) of gN gets both the north push of (x + 1, y) and the north-east push of (x, y). */
#define W0 (4.0f / 9.0f)
#define W1 (1.0f / 9.0f)
#define W2 (1.0f / 36.0f)
#define FEQ(w, rho, eu, usq) ((w) * (rho) * (1.0f + 3.0f * (eu) + 4.5f * (eu) * (eu) - (usq)))
__kernel void lbm_collide_stream(
    __global const float *fC, __global const float *fE, __global const float *fW,
    __global const float *fN, __global const float *fS, __global const float *fNE,
    __global const float *fNW, __global const float *fSE, __global const float *fSW,
    __global float *gC, __global float *gE, __global float *gW,
    __global float *gN, __global float *gS, __global float *gNE,
    __global float *gNW, __global float *gSE, __global float *gSW,
    __global const uchar *obstacle, const float omega)
{
  int x = get_global_id(0), y = get_global_id(1);
  int nx = get_global_size(0), ny = get_global_size(1);
  int c = y * nx + x;
  int xe = (x + 1 == nx) ? 0 : x + 1;
  int xw = (x == 0) ? nx - 1 : x - 1;
  int yn = (y + 1 == ny) ? 0 : y + 1;
  int ys = (y == 0) ? ny - 1 : y - 1;
  float c0 = fC[c], e = fE[c], w = fW[c], n = fN[c], s = fS[c];
  float ne = fNE[c], nw = fNW[c], se = fSE[c], sw = fSW[c];
  if (obstacle[c]) {
    float t;
    t = e; e = w; w = t;
    t = n; n = s; s = t;
    t = ne; ne = sw; sw = t;
    t = nw; nw = se; se = t;
  } else {
    float rho = c0 + e + w + n + s + ne + nw + se + sw;
    float ux = (e + ne + se - w - nw - sw) / rho;
    float uy = (n + ne + nw - s - se - sw) / rho;
    float usq = 1.5f * (ux * ux + uy * uy);
    c0 += omega * (W0 * rho * (1.0f - usq) - c0);
    e += omega * (FEQ(W1, rho, ux, usq) - e);
    w += omega * (FEQ(W1, rho, -ux, usq) - w);
    n += omega * (FEQ(W1, rho, uy, usq) - n);
    s += omega * (FEQ(W1, rho, -uy, usq) - s);
    ne += omega * (FEQ(W2, rho, ux + uy, usq) - ne);
    nw += omega * (FEQ(W2, rho, -ux + uy, usq) - nw);
    se += omega * (FEQ(W2, rho, ux - uy, usq) - se);
    sw += omega * (FEQ(W2, rho, -ux - uy, usq) - sw);
  }
  gC[c] = c0;
  gE[y * nx + xe] = e;
  gW[y * nx + xw] = w;
  gN[yn * nx + x] = n;
  gS[ys * nx + x] = s;
  gN[yn * nx + xe] = ne;
  gNW[yn * nx + xw] = nw;
  gSE[ys * nx + xe] = se;
  gSW[ys * nx + xw] = sw;
}
