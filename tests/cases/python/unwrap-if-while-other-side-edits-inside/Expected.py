from reports.store import ReportStore


class ReportService:
    def __init__(self, store: ReportStore):
        self.store = store

    def renderer(self, settings):
        def render(request):
            period = (
                request.period
                if request.period is not None
                else request.account.current_period()
            )

            return self.render_report(request.account, period, settings.locale)

        return render
