/* recorder.c: the tables and files of bvgen record's interposer. Each
 * process writes DIR/launches-<pid>-<t>.json (GPUVerify's launch format,
 * valid on its own) and DIR/launches-<pid>-<t>.notes.json; bvgen record
 * merges them when the command ends. Both are rewritten (temporary file +
 * rename) after every new distinct launch and at exit, so a crash leaves
 * what was launched before it. */
#include "recorder.h"


pthread_mutex_t rec_mu = PTHREAD_MUTEX_INITIALIZER;
struct map rec_programs, rec_kernels, rec_mems, rec_samplers;
int rec_on;

const char *const origin_name[] = {"source", "binary", "IL", "built-in kernels", "link", "unknown"};

static char *outdir;      /* BVGEN_RECORD_DIR */
static char fileid[64];   /* <pid>-<start time>: unique per process */
static long cap = 50;     /* distinct launches per kernel (BVGEN_RECORD_CAP) */
static int dirty;         /* something to write */
static struct timespec last_write;

void bput(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	for (;;) {
		va_start(ap, fmt);
		int n = vsnprintf(b->s ? b->s + b->n : NULL, b->cap - b->n, fmt, ap);
		va_end(ap);
		if (n < 0)
			return;
		if (b->n + (size_t)n < b->cap) {
			b->n += (size_t)n;
			return;
		}
		size_t c = b->cap ? b->cap : 256;
		while (c <= b->n + (size_t)n)
			c *= 2;
		char *s = realloc(b->s, c);
		if (!s)
			abort();
		b->s = s;
		b->cap = c;
	}
}

void bmem(struct buf *b, const void *p, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		size_t c = b->cap ? b->cap : 256;
		while (c < b->n + n + 1)
			c *= 2;
		char *s = realloc(b->s, c);
		if (!s)
			abort();
		b->s = s;
		b->cap = c;
	}
	memcpy(b->s + b->n, p, n);
	b->n += n;
	b->s[b->n] = 0;
}

void bstr(struct buf *b, const char *s)
{
	bput(b, "\"");
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			bput(b, "\\%c", c);
		else if (c < 0x20)
			bput(b, "\\u%04x", c);
		else
			bput(b, "%c", c);
	}
	bput(b, "\"");
}

uint64_t fnv(const void *p, size_t n, uint64_t h)
{
	const unsigned char *s = p;
	for (size_t i = 0; i < n; i++)
		h = (h ^ s[i]) * 0x100000001b3ull;
	return h;
}

static size_t slot(const void *key)
{
	uint64_t x = (uint64_t)(uintptr_t)key;
	x ^= x >> 29;
	x *= 0x9e3779b97f4a7c15ull;
	return (size_t)(x >> 52) % MAP_BUCKETS;
}

void *map_get(struct map *m, const void *key)
{
	for (struct node *n = m->b[slot(key)]; n; n = n->next)
		if (n->key == key)
			return n->val;
	return NULL;
}

void map_put(struct map *m, const void *key, void *val, void (*free_val)(void *))
{
	size_t s = slot(key);
	for (struct node *n = m->b[s]; n; n = n->next)
		if (n->key == key) {
			if (free_val && n->val != val)
				free_val(n->val);
			n->val = val;
			return;
		}
	struct node *n = malloc(sizeof *n);
	if (!n)
		abort();
	*n = (struct node){key, val, m->b[s]};
	m->b[s] = n;
}

/* real_sym finds the OpenCL library's definition of name. RTLD_NEXT finds
 * it when the library is in the global scope; an application that loaded
 * it locally (Python's extension modules) is served by opening it again. */
void *real_sym(const char *name)
{
	void *p = dlsym(RTLD_NEXT, name);
	static const char *const libs[] = {"libOpenCL.so.1", "libOpenCL.so"};
	for (size_t i = 0; !p && i < sizeof libs / sizeof *libs; i++) {
		void *h = dlopen(libs[i], RTLD_LAZY | RTLD_NOLOAD);
		if (!h)
			h = dlopen(libs[i], RTLD_LAZY);
		if (h)
			p = dlsym(h, name);
	}
	if (!p) {
		fprintf(stderr, "bvgen record: no OpenCL library defines %s\n", name);
		abort();
	}
	return p;
}

void *resolve_sym(const char *name, void **cache)
{
	void *p = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
	if (!p) {
		p = real_sym(name);
		__atomic_store_n(cache, p, __ATOMIC_RELEASE);
	}
	return p;
}

/* Launch entries, in the order first seen, with a hash chain for finding
 * a repeated one. */
/* The host call sites kept per entry: the first few distinct ones. */
#define MAX_SITES 4
struct entry {
	char *json;
	uint64_t h;
	long count;
	char *why;  /* unverifiable: the reason, or NULL */
	uint64_t kh; /* the kernel's key in percap */
	struct entry *next;
	const void *site[MAX_SITES]; /* return addresses into the application */
	int nsites;
};
static struct entry **entries, *echain[MAP_BUCKETS];
static size_t nentries, centries;
static struct map percap; /* kernel key -> distinct launch count (as a pointer) */

/* Skipped launches and programs, by (name, reason): few. */
struct tally {
	char *name, *what;
	long count;
	struct tally *next;
};
static struct tally *skips, *progs;

static void tally(struct tally **list, const char *name, const char *what)
{
	for (struct tally *t = *list; t; t = t->next)
		if (!strcmp(t->name, name) && !strcmp(t->what, what)) {
			t->count++;
			return;
		}
	struct tally *t = malloc(sizeof *t);
	if (!t)
		abort();
	*t = (struct tally){strdup(name), strdup(what), 1, NULL};
	struct tally **end = list;
	while (*end)
		end = &(*end)->next;
	*end = t;
	dirty = 1;
}

void note_skip(const char *entry_point, const char *reason) { tally(&skips, entry_point, reason); }

void note_program(const struct program *p)
{
	char file[64] = "";
	if (p->origin == ORIGIN_SOURCE)
		snprintf(file, sizeof file, "program-%s.cl", p->hash);
	tally(&progs, file, origin_name[p->origin]);
}

/* write_atomic replaces path with text through a temporary file. */
static void write_atomic(const char *path, const char *text, size_t n)
{
	char tmp[4200];
	snprintf(tmp, sizeof tmp, "%s.%s.tmp", path, fileid);
	FILE *f = fopen(tmp, "w");
	if (!f)
		return;
	size_t w = fwrite(text, 1, n, f);
	if (fclose(f) == 0 && w == n)
		rename(tmp, path);
	else
		unlink(tmp);
}

void write_source(const char *hash, const char *src, size_t n)
{
	char path[4200];
	snprintf(path, sizeof path, "%s/program-%s.cl", outdir, hash);
	if (access(path, F_OK) != 0)
		write_atomic(path, src, n);
}

static void put_tallies(struct buf *b, const char *key, struct tally *t, const char *k1, const char *k2, const char *k3)
{
	bput(b, ",\n \"%s\": [", key);
	for (; t; t = t->next) {
		bput(b, "\n  {");
		if (*t->name) {
			bput(b, "\"%s\": ", k1);
			bstr(b, t->name);
			bput(b, ", ");
		}
		bput(b, "\"%s\": ", k2);
		bstr(b, t->what);
		bput(b, ", \"%s\": %ld}%s", k3, t->count, t->next ? "," : "");
	}
	bput(b, "]");
}

/* add_site keeps a call site of an entry, once. */
static void add_site(struct entry *e, const void *site)
{
	if (!site)
		return;
	for (int i = 0; i < e->nsites; i++)
		if (e->site[i] == site)
			return;
	if (e->nsites < MAX_SITES) {
		e->site[e->nsites++] = site;
		dirty = 1;
	}
}

/* put_sites writes an entry's call sites as the module and the address
 * within it that a symbolizer reads (bvgen record turns them into file
 * and line): the file's own address for a non-PIE executable, else the
 * offset from where it is loaded; one byte back, inside the call. */
static void put_sites(struct buf *b, const struct entry *e)
{
	if (!e->nsites)
		return;
	bput(b, ", \"call_sites\": [");
	int n = 0;
	for (int i = 0; i < e->nsites; i++) {
		Dl_info info;
		if (!dladdr(e->site[i], &info) || !info.dli_fname || !info.dli_fbase)
			continue;
		uintptr_t a = (uintptr_t)e->site[i] - 1;
		const unsigned char *ident = info.dli_fbase;
		int exec = !memcmp(ident, ELFMAG, SELFMAG) && ((const Elf64_Ehdr *)info.dli_fbase)->e_type == ET_EXEC;
		if (!exec)
			a -= (uintptr_t)info.dli_fbase;
		bput(b, "%s{\"module\": ", n++ ? ", " : "");
		bstr(b, info.dli_fname);
		bput(b, ", \"address\": \"0x%lx\"}", (unsigned long)a);
	}
	bput(b, "]");
}

/* write_files writes this process's launch file and notes; rec_mu held. */
static void write_files(void)
{
	if (!rec_on || !dirty)
		return;
	clock_gettime(CLOCK_MONOTONIC, &last_write);
	struct buf b = {0};
	bput(&b, "[");
	for (size_t i = 0; i < nentries; i++)
		bput(&b, "%s\n%s", i ? "," : "", entries[i]->json);
	bput(&b, "\n]\n");
	char path[4200];
	snprintf(path, sizeof path, "%s/launches-%s.json", outdir, fileid);
	write_atomic(path, b.s, b.n);

	b.n = 0;
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	exe[n > 0 ? n : 0] = 0;
	bput(&b, "{\"pid\": %ld, \"exe\": ", (long)getpid());
	bstr(&b, exe);
	bput(&b, ", \"cap\": %ld,\n \"launches\": [", cap);
	for (size_t i = 0; i < nentries; i++) {
		bput(&b, "%s\n  {\"count\": %ld", i ? "," : "", entries[i]->count);
		if (entries[i]->why) {
			bput(&b, ", \"unverifiable\": ");
			bstr(&b, entries[i]->why);
		}
		put_sites(&b, entries[i]);
		bput(&b, "}");
	}
	bput(&b, "]");
	put_tallies(&b, "skipped", skips, "entry_point", "reason", "count");
	put_tallies(&b, "programs", progs, "file", "origin", "created");
	bput(&b, "}\n");
	snprintf(path, sizeof path, "%s/launches-%s.notes.json", outdir, fileid);
	write_atomic(path, b.s, b.n);
	free(b.s);
}

/* write_soon rewrites the notes (counts) at most once a second. */
static void write_soon(void)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (now.tv_sec - last_write.tv_sec >= 1)
		write_files();
}

/* add_launch counts one launch described by json (taken over, as is why);
 * kernel names the kernel for the cap. It returns the entry, or NULL when
 * the kernel is over the cap (a skipped launch). rec_mu held. */
void *add_launch(char *json, char *why, const char *kernel, const char *name, const void *site)
{
	uint64_t h = fnv(json, strlen(json), FNV_INIT);
	size_t s = (size_t)(h % MAP_BUCKETS);
	for (struct entry *e = echain[s]; e; e = e->next)
		if (e->h == h && !strcmp(e->json, json)) {
			e->count++;
			add_site(e, site);
			free(json);
			free(why);
			write_soon();
			return e;
		}
	uint64_t kh = fnv(kernel, strlen(kernel), FNV_INIT) | 1; /* never NULL */
	long distinct = (long)(uintptr_t)map_get(&percap, (void *)(uintptr_t)kh);
	if (distinct >= cap) {
		char reason[128];
		snprintf(reason, sizeof reason, "over the cap of %ld distinct launches of the kernel (BVGEN_RECORD_CAP)", cap);
		note_skip(name, reason);
		free(json);
		free(why);
		write_soon();
		return NULL;
	}
	map_put(&percap, (void *)(uintptr_t)kh, (void *)(uintptr_t)(distinct + 1), NULL);
	struct entry *e = malloc(sizeof *e);
	if (!e)
		abort();
	*e = (struct entry){json, h, 1, why, kh, echain[s], {0}, 0};
	add_site(e, site);
	echain[s] = e;
	if (nentries == centries) {
		centries = centries ? 2 * centries : 64;
		entries = realloc(entries, centries * sizeof *entries);
		if (!entries)
			abort();
	}
	entries[nentries++] = e;
	dirty = 1;
	write_files();
	return e;
}

/* drop_launch takes back a launch the runtime refused; rec_mu held. */
void drop_launch(void *token)
{
	struct entry *e = token;
	if (--e->count > 0)
		return;
	struct entry **p = &echain[e->h % MAP_BUCKETS];
	while (*p != e)
		p = &(*p)->next;
	*p = e->next;
	size_t i = 0;
	while (entries[i] != e)
		i++;
	memmove(&entries[i], &entries[i + 1], (nentries - i - 1) * sizeof *entries);
	nentries--;
	long distinct = (long)(uintptr_t)map_get(&percap, (void *)(uintptr_t)e->kh);
	map_put(&percap, (void *)(uintptr_t)e->kh, (void *)(uintptr_t)(distinct - 1), NULL);
	free(e->json);
	free(e->why);
	free(e);
}

void flush_files(void) { write_files(); }

static void new_fileid(void)
{
	struct timespec t;
	clock_gettime(CLOCK_REALTIME, &t);
	snprintf(fileid, sizeof fileid, "%ld-%lx", (long)getpid(), (unsigned long)t.tv_nsec ^ (unsigned long)t.tv_sec);
}

static void before_fork(void) { pthread_mutex_lock(&rec_mu); }
static void after_fork(void) { pthread_mutex_unlock(&rec_mu); }

/* A child that does not exec starts an empty recording of its own (its
 * parent records what it launched); the tables of handles stay. */
static void in_child(void)
{
	for (size_t i = 0; i < nentries; i++) {
		free(entries[i]->json);
		free(entries[i]->why);
		free(entries[i]);
	}
	nentries = 0;
	memset(echain, 0, sizeof echain);
	memset(&percap, 0, sizeof percap); /* leaks the nodes: a fork is rare */
	skips = progs = NULL;
	dirty = 0;
	new_fileid();
	pthread_mutex_unlock(&rec_mu);
}

__attribute__((constructor)) static void rec_init(void)
{
	const char *d = getenv("BVGEN_RECORD_DIR");
	if (!d || !*d)
		return;
	outdir = strdup(d);
	const char *c = getenv("BVGEN_RECORD_CAP");
	if (c && *c) {
		char *end;
		long v = strtol(c, &end, 10);
		if (*end == 0 && v > 0)
			cap = v;
	}
	if (mkdir(outdir, 0777) != 0 && errno != EEXIST)
		fprintf(stderr, "bvgen record: %s: %s\n", outdir, strerror(errno));
	new_fileid();
	pthread_atfork(before_fork, after_fork, in_child);
	rec_on = 1;
}

__attribute__((destructor)) static void rec_exit(void)
{
	pthread_mutex_lock(&rec_mu);
	write_files();
	pthread_mutex_unlock(&rec_mu);
}
