/* host.c: the application the tests of bvgen record run on PoCL. Its
 * launches, in order (record_test.go checks the recording):
 *   racy    out[gid/2] = in[gid]: a race; global 128, local 32
 *   scaled  built with -D SCALE=2: launched twice alike, then again after
 *           a clSetKernelArg; the program rebuilt with -D SCALE=3
 *   gen7    source written at run time, clCreateKernelsInProgram; a NULL
 *           local size, then an offset
 *   gen7    a second kernel object, no argument set: the runtime refuses
 *   racy    clEnqueueTask
 *   racy    from two threads at once, local 8 and 16, 10 launches each
 *   racy    from a program made from the binary of the first
 * "host crash" aborts after the gen7 launches; "host fail" exits 3 there.
 * Built with -DHOST_LIB -shared, main is host_main, for loader.c. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(e)                                                                         \
	do {                                                                                 \
		cl_int e_ = (e);                                                                 \
		if (e_ != CL_SUCCESS) {                                                          \
			fprintf(stderr, "host.c:%d: %s: OpenCL error %d\n", __LINE__, #e, (int)e_); \
			exit(2);                                                                     \
		}                                                                                \
	} while (0)

static cl_context ctx;
static cl_device_id dev;
static cl_command_queue queue;

static const char *racy_src = "__kernel void racy(__global int *out, __global const int *in) {\n"
                              "  int gid = get_global_id(0);\n"
                              "  out[gid / 2] = in[gid];\n"
                              "}\n";

/* Two strings: the program is their concatenation. */
static const char *scaled_src[] = {
	"__kernel void scaled(__global int *a, int n, __local int *tmp) {\n"
	"  int i = get_global_id(0), l = get_local_id(0);\n",
	"  tmp[l] = a[i];\n"
	"  barrier(CLK_LOCAL_MEM_FENCE);\n"
	"  if (i < n) a[i] = tmp[l] * SCALE;\n"
	"}\n",
};

static cl_program build(cl_uint n, const char **src, const char *options)
{
	cl_int err;
	cl_program p = clCreateProgramWithSource(ctx, n, src, NULL, &err);
	CHECK(err);
	CHECK(clBuildProgram(p, 1, &dev, options, NULL, NULL));
	return p;
}

static cl_mem buffer(cl_mem_flags flags, size_t size)
{
	cl_int err;
	static int zeros[4096];
	cl_mem m = clCreateBuffer(ctx, flags, size, flags & CL_MEM_COPY_HOST_PTR ? zeros : NULL, &err);
	CHECK(err);
	return m;
}

static cl_program racy_prog;
static cl_mem out, in;

static void *thread(void *arg)
{
	size_t local = (size_t)arg, global = 128;
	cl_int err;
	cl_kernel k = clCreateKernel(racy_prog, "racy", &err);
	CHECK(err);
	CHECK(clSetKernelArg(k, 0, sizeof out, &out));
	CHECK(clSetKernelArg(k, 1, sizeof in, &in));
	for (int i = 0; i < 10; i++)
		CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
	CHECK(clFinish(queue));
	clReleaseKernel(k);
	return NULL;
}

static void scaled(void)
{
	cl_int err;
	cl_program p = build(2, scaled_src, "-D SCALE=2 -DUNUSED");
	cl_kernel k = clCreateKernel(p, "scaled", &err);
	CHECK(err);
	cl_mem a = buffer(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, 256 * sizeof(int));
	int n = 200;
	size_t global = 256, local = 64;
	CHECK(clSetKernelArg(k, 0, sizeof a, &a));
	CHECK(clSetKernelArg(k, 1, sizeof n, &n));
	CHECK(clSetKernelArg(k, 2, local * sizeof(int), NULL));
	CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
	CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
	n = 100; /* after a launch: the next one has the new value */
	CHECK(clSetKernelArg(k, 1, sizeof n, &n));
	CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
	CHECK(clFinish(queue));
	clReleaseKernel(k);
	/* The same program built again with other options. */
	CHECK(clBuildProgram(p, 1, &dev, "-D SCALE=3", NULL, NULL));
	k = clCreateKernel(p, "scaled", &err);
	CHECK(err);
	CHECK(clSetKernelArg(k, 0, sizeof a, &a));
	CHECK(clSetKernelArg(k, 1, sizeof n, &n));
	CHECK(clSetKernelArg(k, 2, local * sizeof(int), NULL));
	CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
	CHECK(clFinish(queue));
	clReleaseKernel(k);
}

static void generated(void)
{
	char src[256];
	int c = 7;
	snprintf(src, sizeof src, "__kernel void gen%d(__global float *x, float f) {\n  x[get_global_id(0)] += f * %d;\n}\n", c, c);
	const char *s = src;
	cl_program p = build(1, &s, NULL);
	cl_int err;
	cl_kernel k; /* the program's one kernel */
	CHECK(clCreateKernelsInProgram(p, 1, &k, NULL));
	cl_mem x = buffer(CL_MEM_READ_WRITE, 100 * sizeof(float));
	float f = 0.5f;
	size_t global = 100, offset = 4, rest = 96;
	CHECK(clSetKernelArg(k, 0, sizeof x, &x));
	CHECK(clSetKernelArg(k, 1, sizeof f, &f));
	CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, NULL, 0, NULL, NULL));
	CHECK(clEnqueueNDRangeKernel(queue, k, 1, &offset, &rest, NULL, 0, NULL, NULL));
	CHECK(clFinish(queue));
	/* No argument set: the runtime refuses the launch. */
	cl_kernel unset = clCreateKernel(p, "gen7", &err);
	CHECK(err);
	err = clEnqueueNDRangeKernel(queue, unset, 1, NULL, &global, NULL, 0, NULL, NULL);
	printf("launch with no argument set: %d\n", (int)err);
	fflush(stdout); /* before an abort */
}

static void from_binary(void)
{
	size_t size;
	CHECK(clGetProgramInfo(racy_prog, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
	unsigned char *bin = malloc(size);
	CHECK(clGetProgramInfo(racy_prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL));
	cl_int err, status;
	const unsigned char *b = bin;
	cl_program p = clCreateProgramWithBinary(ctx, 1, &dev, &size, &b, &status, &err);
	CHECK(err);
	CHECK(clBuildProgram(p, 1, &dev, NULL, NULL, NULL));
	cl_kernel k = clCreateKernel(p, "racy", &err);
	CHECK(err);
	size_t global = 128, local = 32;
	CHECK(clSetKernelArg(k, 0, sizeof out, &out));
	CHECK(clSetKernelArg(k, 1, sizeof in, &in));
	CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
	CHECK(clFinish(queue));
	free(bin);
}

#ifdef HOST_LIB
int host_main(int argc, char **argv)
#else
int main(int argc, char **argv)
#endif
{
	cl_platform_id platform;
	cl_uint n;
	if (clGetPlatformIDs(1, &platform, &n) != CL_SUCCESS || n == 0) {
		fprintf(stderr, "host: no OpenCL platform\n");
		return 77;
	}
	CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &dev, NULL));
	cl_int err;
	ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	CHECK(err);
	queue = clCreateCommandQueue(ctx, dev, 0, &err);
	CHECK(err);

	racy_prog = build(1, &racy_src, "");
	cl_kernel racy = clCreateKernel(racy_prog, "racy", &err);
	CHECK(err);
	out = buffer(CL_MEM_WRITE_ONLY, 64 * sizeof(int));
	in = buffer(CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, 128 * sizeof(int));
	CHECK(clSetKernelArg(racy, 0, sizeof out, &out));
	CHECK(clSetKernelArg(racy, 1, sizeof in, &in));
	size_t global = 128, local = 32;
	CHECK(clEnqueueNDRangeKernel(queue, racy, 1, NULL, &global, &local, 0, NULL, NULL));

	scaled();
	generated();
	if (argc > 1 && !strcmp(argv[1], "crash"))
		abort();
	if (argc > 1 && !strcmp(argv[1], "fail"))
		exit(3);
	CHECK(clEnqueueTask(queue, racy, 0, NULL, NULL));

	pthread_t t[2];
	for (int i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, thread, (void *)(size_t)(8 << i));
	for (int i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	from_binary();
	CHECK(clFinish(queue));
	return 0;
}
