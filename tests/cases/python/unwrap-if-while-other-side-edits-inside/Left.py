from reports.store import ReportStore


class ReportService:
    def __init__(self, store: ReportStore):
        self.store = store

    def renderer(self, settings):
        def render(request):
            if request.period is not None:
                return self.render_report(request.account, request.period, settings.locale)

        return render
