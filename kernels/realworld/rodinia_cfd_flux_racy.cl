//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=64
//race on fluxes
/* rodinia_cfd_flux_ok.cl turned edge-based by hand: each element also subtracts its dissipation term from its neighbour's density flux (fluxes[nb] -= ...), without colouring the edges, while the neighbour writes its own flux. */
#define NNB 4
#define NDIM 3
#define VAR_DENSITY 0
#define VAR_MOMENTUM 1
#define VAR_DENSITY_ENERGY (VAR_MOMENTUM + NDIM)
#define GAMMA 1.4f
#define SMOOTHING 0.2f

void compute_velocity(float density, const float *momentum, float *velocity)
{
  for (int k = 0; k < NDIM; k++)
    velocity[k] = momentum[k] / density;
}

float compute_speed_sqd(const float *velocity)
{
  return velocity[0] * velocity[0] + velocity[1] * velocity[1] + velocity[2] * velocity[2];
}

float compute_pressure(float density, float density_energy, float speed_sqd)
{
  return (GAMMA - 1.0f) * (density_energy - 0.5f * density * speed_sqd);
}

float compute_speed_of_sound(float density, float pressure)
{
  return sqrt(GAMMA * pressure / density);
}

void compute_flux_contribution(const float *momentum, float density_energy, float pressure, const float *velocity, float *fc_x, float *fc_y, float *fc_z, float *fc_de)
{
  fc_x[0] = velocity[0] * momentum[0] + pressure;
  fc_x[1] = velocity[0] * momentum[1];
  fc_x[2] = velocity[0] * momentum[2];
  fc_y[0] = fc_x[1];
  fc_y[1] = velocity[1] * momentum[1] + pressure;
  fc_y[2] = velocity[1] * momentum[2];
  fc_z[0] = fc_x[2];
  fc_z[1] = fc_y[2];
  fc_z[2] = velocity[2] * momentum[2] + pressure;
  float de_p = density_energy + pressure;
  fc_de[0] = velocity[0] * de_p;
  fc_de[1] = velocity[1] * de_p;
  fc_de[2] = velocity[2] * de_p;
}

__kernel void compute_flux(__global const int *surrounding, __global const float *normals, __global const float *variables, __constant float *ff_variable, __constant float *ff_fc, __global float *fluxes, const int nelr)
{
  __requires(nelr == 8192);
  int i = get_global_id(0);
  if (i >= nelr)
    return;
  float density_i = variables[i + VAR_DENSITY * nelr];
  float momentum_i[NDIM];
  for (int k = 0; k < NDIM; k++)
    momentum_i[k] = variables[i + (VAR_MOMENTUM + k) * nelr];
  float density_energy_i = variables[i + VAR_DENSITY_ENERGY * nelr];
  float velocity_i[NDIM];
  compute_velocity(density_i, momentum_i, velocity_i);
  float speed_sqd_i = compute_speed_sqd(velocity_i);
  float speed_i = sqrt(speed_sqd_i);
  float pressure_i = compute_pressure(density_i, density_energy_i, speed_sqd_i);
  float speed_of_sound_i = compute_speed_of_sound(density_i, pressure_i);
  float fc_i_x[NDIM], fc_i_y[NDIM], fc_i_z[NDIM], fc_i_de[NDIM];
  compute_flux_contribution(momentum_i, density_energy_i, pressure_i, velocity_i, fc_i_x, fc_i_y, fc_i_z, fc_i_de);

  float flux_density = 0.0f, flux_density_energy = 0.0f;
  float flux_momentum[NDIM] = {0.0f, 0.0f, 0.0f};
  for (int j = 0; j < NNB; j++) {
    int nb = surrounding[i + j * nelr];
    float normal[NDIM];
    for (int k = 0; k < NDIM; k++)
      normal[k] = normals[i + (j + k * NNB) * nelr];
    float normal_len = sqrt(normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]);
    if (nb >= 0) {
      float density_nb = variables[nb + VAR_DENSITY * nelr];
      float momentum_nb[NDIM];
      for (int k = 0; k < NDIM; k++)
        momentum_nb[k] = variables[nb + (VAR_MOMENTUM + k) * nelr];
      float density_energy_nb = variables[nb + VAR_DENSITY_ENERGY * nelr];
      float velocity_nb[NDIM];
      compute_velocity(density_nb, momentum_nb, velocity_nb);
      float speed_sqd_nb = compute_speed_sqd(velocity_nb);
      float pressure_nb = compute_pressure(density_nb, density_energy_nb, speed_sqd_nb);
      float speed_of_sound_nb = compute_speed_of_sound(density_nb, pressure_nb);
      float fc_nb_x[NDIM], fc_nb_y[NDIM], fc_nb_z[NDIM], fc_nb_de[NDIM];
      compute_flux_contribution(momentum_nb, density_energy_nb, pressure_nb, velocity_nb, fc_nb_x, fc_nb_y, fc_nb_z, fc_nb_de);
      float factor = -normal_len * SMOOTHING * 0.5f * (speed_i + sqrt(speed_sqd_nb) + speed_of_sound_i + speed_of_sound_nb);
      flux_density += factor * (density_i - density_nb);
      fluxes[nb + VAR_DENSITY * nelr] -= factor * (density_i - density_nb);
      flux_density_energy += factor * (density_energy_i - density_energy_nb);
      for (int k = 0; k < NDIM; k++)
        flux_momentum[k] += factor * (momentum_i[k] - momentum_nb[k]);
      for (int d = 0; d < NDIM; d++) {
        factor = 0.5f * normal[d];
        flux_density += factor * (momentum_nb[d] + momentum_i[d]);
        flux_density_energy += factor * (fc_nb_de[d] + fc_i_de[d]);
        flux_momentum[0] += factor * (fc_nb_x[d] + fc_i_x[d]);
        flux_momentum[1] += factor * (fc_nb_y[d] + fc_i_y[d]);
        flux_momentum[2] += factor * (fc_nb_z[d] + fc_i_z[d]);
      }
    } else if (nb == -1) {
      for (int k = 0; k < NDIM; k++)
        flux_momentum[k] += normal[k] * pressure_i;
    } else if (nb == -2) {
      for (int d = 0; d < NDIM; d++) {
        float factor = 0.5f * normal[d];
        flux_density += factor * (ff_variable[VAR_MOMENTUM + d] + momentum_i[d]);
        flux_density_energy += factor * (ff_fc[9 + d] + fc_i_de[d]);
        flux_momentum[0] += factor * (ff_fc[d] + fc_i_x[d]);
        flux_momentum[1] += factor * (ff_fc[3 + d] + fc_i_y[d]);
        flux_momentum[2] += factor * (ff_fc[6 + d] + fc_i_z[d]);
      }
    }
  }
  fluxes[i + VAR_DENSITY * nelr] = flux_density;
  for (int k = 0; k < NDIM; k++)
    fluxes[i + (VAR_MOMENTUM + k) * nelr] = flux_momentum[k];
  fluxes[i + VAR_DENSITY_ENERGY * nelr] = flux_density_energy;
}
