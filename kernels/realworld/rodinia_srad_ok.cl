//pass
//--local_size=256 --num_groups=1024
/* Rodinia-style SRAD (speckle-reducing anisotropic diffusion) in two kernels over a 512x512 column-major image: srad_compute reads the four neighbours through the row/column index arrays iN, iS, jW, jE (data-dependent indices, clamped at the borders by the host) and writes the four derivatives and the diffusion coefficient of its own pixel; srad_update reads coefficients of its south and east neighbours, again through the index arrays, and updates its own pixel of the image. */
__kernel void srad_compute(const float lambda, const int Nr, const int Nc, const int Ne, __global const int *iN, __global const int *iS, __global const int *jE, __global const int *jW, __global float *dN, __global float *dS, __global float *dE, __global float *dW, const float q0sqr, __global float *c, __global const float *I)
{
  __requires(Nr == 512 && Nc == 512 && Ne == 262144);
  int ei = get_global_id(0);
  int row = ei % Nr, col = ei / Nr;
  if (ei < Ne) {
    float Jc = I[ei];
    float n = I[iN[row] + Nr * col] - Jc;
    float s = I[iS[row] + Nr * col] - Jc;
    float w = I[row + Nr * jW[col]] - Jc;
    float e = I[row + Nr * jE[col]] - Jc;
    float g2 = (n * n + s * s + w * w + e * e) / (Jc * Jc);
    float l = (n + s + w + e) / Jc;
    float num = 0.5f * g2 - (1.0f / 16.0f) * (l * l);
    float den = 1.0f + 0.25f * l;
    float qsqr = num / (den * den);
    den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
    float cc = clamp(1.0f / (1.0f + den), 0.0f, 1.0f);
    dN[ei] = n;
    dS[ei] = s;
    dW[ei] = w;
    dE[ei] = e;
    c[ei] = cc;
  }
}

__kernel void srad_update(const float lambda, const int Nr, const int Nc, const int Ne, __global const int *iS, __global const int *jE, __global const float *dN, __global const float *dS, __global const float *dE, __global const float *dW, __global const float *c, __global float *I)
{
  __requires(Nr == 512 && Nc == 512 && Ne == 262144);
  int ei = get_global_id(0);
  int row = ei % Nr, col = ei / Nr;
  if (ei < Ne) {
    float cN = c[ei];
    float cS = c[iS[row] + Nr * col];
    float cW = c[ei];
    float cE = c[row + Nr * jE[col]];
    float d = cN * dN[ei] + cS * dS[ei] + cW * dW[ei] + cE * dE[ei];
    I[ei] = I[ei] + 0.25f * lambda * d;
  }
}
