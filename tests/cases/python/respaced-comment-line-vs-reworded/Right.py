import time

RETRY_LIMIT = 5
BACKOFF_SECONDS = 30


class JobRunner:
    def __init__(self, queue, parked):
        self.queue = queue
        self.parked = parked

    def run_once(self, job):
        # A job that raises is tried again up to job.retries or RETRY_LIMIT times,  waiting
        # BACKOFF_SECONDS between tries; after that it is parked for a human.
        for attempt in range(1, (job.retries or RETRY_LIMIT) + 1):
            try:
                return job.run()
            except Exception as error:
                job.last_error = error
                time.sleep(BACKOFF_SECONDS)
        self.parked.append(job)
        return None
