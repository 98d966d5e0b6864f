//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//write-write race on nb_density_flux
/* Twin of cfd_private_arrays_ok.cl that also scatters the density flux into the neighbour's entry of nb_density_flux (as an edge-based solver would without colouring): two work items whose elements share a neighbour write the same entry. The same three `velocity` arrays, so the kernel gets through layout to the race. */
#define NDIM 3
#define NNB 4
#define NVAR 5
#define GAMMA 1.4f

void compute_velocity(float density, float *momentum, float *velocity) {
  velocity[0] = momentum[0] / density;
  velocity[1] = momentum[1] / density;
  velocity[2] = momentum[2] / density;
}

float compute_speed_sqd(float *velocity) {
  return velocity[0] * velocity[0] + velocity[1] * velocity[1] + velocity[2] * velocity[2];
}

float compute_pressure(float density, float density_energy, float speed_sqd) {
  return (GAMMA - 1.0f) * (density_energy - 0.5f * density * speed_sqd);
}

void load_momentum(__global const float *variables, int e, int nelr, float *momentum) {
  momentum[0] = variables[e + 1 * nelr];
  momentum[1] = variables[e + 2 * nelr];
  momentum[2] = variables[e + 3 * nelr];
}

#pragma bvgen requires nelr == 1024
__kernel void compute_flux(__global const int *neighbours, __global const float *normals,
                           __global const float *variables, __global const float *ff_variable,
                           __global float *fluxes, __global float *nb_density_flux, int nelr) {
  int i = get_global_id(0);
  if (i >= nelr)
    return;
  float density_i = variables[i];
  float density_energy_i = variables[i + 4 * nelr];
  float momentum_i[NDIM];
  load_momentum(variables, i, nelr, momentum_i);
  float speed_i, pressure_i;
  {
    float velocity[NDIM];
    compute_velocity(density_i, momentum_i, velocity);
    float speed_sqd = compute_speed_sqd(velocity);
    speed_i = sqrt(speed_sqd);
    pressure_i = compute_pressure(density_i, density_energy_i, speed_sqd);
  }
  float flux[NVAR] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
  for (int j = 0; j < NNB; j++) {
    int nb = neighbours[i + j * nelr];
    float normal_x = normals[i + j * nelr];
    if (nb >= 0) {
      float momentum_nb[NDIM];
      load_momentum(variables, nb, nelr, momentum_nb);
      float density_nb = variables[nb];
      float velocity[NDIM];
      compute_velocity(density_nb, momentum_nb, velocity);
      float speed_sqd_nb = compute_speed_sqd(velocity);
      float pressure_nb = compute_pressure(density_nb, variables[nb + 4 * nelr], speed_sqd_nb);
      float factor = -normal_x * 0.1f * (speed_i + sqrt(speed_sqd_nb));
      flux[0] += factor * (density_i - density_nb);
      nb_density_flux[nb] = -factor * (density_i - density_nb); // want "write-write race on nb_density_flux"
      flux[1] += factor * (momentum_i[0] - momentum_nb[0]) + 0.5f * normal_x * velocity[0];
      flux[2] += factor * (momentum_i[1] - momentum_nb[1]) + 0.5f * normal_x * velocity[1];
      flux[3] += factor * (momentum_i[2] - momentum_nb[2]) + 0.5f * normal_x * velocity[2];
      flux[4] += 0.5f * normal_x * (pressure_nb + pressure_i);
    } else if (nb == -2) {
      float ff_momentum[NDIM];
      ff_momentum[0] = ff_variable[1];
      ff_momentum[1] = ff_variable[2];
      ff_momentum[2] = ff_variable[3];
      float velocity[NDIM];
      compute_velocity(ff_variable[0], ff_momentum, velocity);
      flux[1] += 0.5f * normal_x * velocity[0];
      flux[2] += 0.5f * normal_x * velocity[1];
      flux[3] += 0.5f * normal_x * velocity[2];
    } else if (nb == -1) {
      flux[1] += normal_x * pressure_i;
    }
  }
  fluxes[i + 0 * nelr] = flux[0];
  fluxes[i + 1 * nelr] = flux[1];
  fluxes[i + 2 * nelr] = flux[2];
  fluxes[i + 3 * nelr] = flux[3];
  fluxes[i + 4 * nelr] = flux[4];
}
