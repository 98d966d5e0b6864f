//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on vy
/* particles_soa_ok.cl where the damped bounce is written to the next particle (vy[i + 1]) by a copy-and-paste slip: it races with that particle's own update. */
__kernel void particles_soa(__global float *px, __global float *py, __global float *pz, __global float *vx, __global float *vy, __global float *vz, float dt, float damping) {
  int i = get_global_id(0);
  float x = px[i], y = py[i], z = pz[i];
  float ux = vx[i], uy = vy[i] - 9.81f * dt, uz = vz[i];
  x = fma(ux, dt, x);
  y = fma(uy, dt, y);
  z = fma(uz, dt, z);
  if (y < 0.0f) {
    y = -y;
    vy[i + 1] = -uy * damping; // want "race on vy"
  }
  px[i] = x; py[i] = y; pz[i] = z;
  vx[i] = ux; vy[i] = uy; vz[i] = uz; // want "race on vy"
}
