"""The Pages workflow: the test suite runs first (the README's command), on pushes and pull
requests, and the site is deployed only when it passed on a push; every night (or on demand)
the suite runs at full size and deploys nothing, and the schedule is kept alive; each job has
the least permissions it needs; the actions are at their current major versions."""

from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"
TEST_COMMAND = "bash scripts/test.sh"  # the README's
FULL_COMMAND = TEST_COMMAND + " --full"  # every sample at its full size
CURRENT = {  # each action's current major version (Node 24 runtimes)
    "actions/checkout": "v7",
    "actions/setup-node": "v7",
    "actions/upload-pages-artifact": "v5",
    "actions/deploy-pages": "v5",
}


@pytest.fixture(scope="module")
def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text())


def steps(job: dict) -> list[dict]:
    return job["steps"]


def uses(job: dict) -> list[str]:
    return [step["uses"].split("@")[0] for step in steps(job) if "uses" in step]


def triggers(workflow: dict) -> dict:
    return workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true


def test_it_runs_on_pushes_and_pull_requests_to_main(workflow):
    assert triggers(workflow)["push"] == {"branches": ["main"]}
    assert triggers(workflow)["pull_request"] == {"branches": ["main"]}
    assert "workflow_dispatch" in triggers(workflow)
    test = workflow["jobs"]["test"]  # a pull request is tested, and builds and uploads nothing
    assert "pull_request" not in test["if"]
    for step in steps(test)[steps(test).index({"run": TEST_COMMAND}) + 1 :]:
        assert step["if"] == "github.event_name != 'pull_request'"
    assert "pr-" in workflow["concurrency"]["group"]  # apart from deployments


def test_the_tests_run_first_and_deploy_needs_them(workflow):
    jobs = workflow["jobs"]
    assert set(jobs) == {"test", "full", "deploy", "keepalive"}
    assert jobs["deploy"]["needs"] in ("test", ["test"])
    # never a pull request's, and no always() or similar to deploy after a failure
    assert jobs["deploy"]["if"] == "github.event_name != 'pull_request'"
    assert "needs" not in jobs["test"]


def test_the_full_suite_runs_on_a_schedule_or_on_demand_and_deploys_nothing(workflow):
    (cron,) = triggers(workflow)["schedule"]
    assert len(cron["cron"].split()) == 5
    assert triggers(workflow)["workflow_dispatch"]["inputs"]["full"]["type"] == "boolean"
    jobs = workflow["jobs"]
    when = "github.event_name == 'schedule' || inputs.full"
    assert jobs["full"]["if"] == when  # and the everyday run then stands aside
    assert jobs["test"]["if"] == "github.event_name != 'schedule' && !inputs.full"
    runs = [step["run"] for step in steps(jobs["full"]) if "run" in step]
    assert runs == [FULL_COMMAND]  # tests only: nothing built, uploaded or deployed
    assert jobs["full"]["permissions"] == {"contents": "read"}
    assert jobs["full"]["container"] == jobs["test"]["container"]
    assert jobs["full"]["timeout-minutes"] <= 90  # what CI allows
    assert "full-suite" in workflow["concurrency"]["group"]  # never holding up a deployment


def test_the_nightly_schedule_is_kept_alive(workflow):
    """GitHub turns a schedule off after 60 days without a push: each night's run enables the
    workflow again."""
    keepalive = workflow["jobs"]["keepalive"]
    assert keepalive["if"] == "github.event_name == 'schedule'"
    assert keepalive["permissions"] == {"actions": "write"}
    (step,) = steps(keepalive)
    assert "actions/workflows/pages.yml/enable" in step["run"] and "--method PUT" in step["run"]
    assert step["env"] == {"GH_TOKEN": "${{ github.token }}"}
    assert WORKFLOW.name == "pages.yml"


def test_the_test_job_runs_the_readme_test_command_then_uploads_what_it_tested(workflow):
    assert TEST_COMMAND in (ROOT / "README.md").read_text()
    assert TEST_COMMAND in (ROOT / ".ci" / "run").read_text()
    test = workflow["jobs"]["test"]
    runs = [step.get("run", step.get("uses", "")) for step in steps(test)]
    tested = runs.index(TEST_COMMAND)
    assert runs.index("python3 scripts/build_site.py --out _site") > tested
    upload = [i for i, r in enumerate(runs) if r.startswith("actions/upload-pages-artifact@")]
    assert upload and upload[0] > tested
    assert not any(s.get("continue-on-error") for s in steps(test))


def test_the_test_job_runs_on_the_machine_the_readme_sets_up(workflow):
    test = workflow["jobs"]["test"]
    readme = (ROOT / "README.md").read_text()
    assert "Debian with Python ≥ 3.11, Node 20" in readme
    assert test["container"] == "python:3.11-bookworm"  # Debian 12, root for apt-get
    for job in ("test", "full"):
        job = workflow["jobs"][job]
        (node,) = [s for s in steps(job) if s.get("uses", "").startswith("actions/setup-node@")]
        assert node["with"]["node-version"] == 20


def test_permissions_are_per_job_and_least(workflow):
    assert workflow["permissions"] == {}  # none unless a job asks
    jobs = workflow["jobs"]
    assert jobs["test"]["permissions"] == {"contents": "read"}
    assert jobs["deploy"]["permissions"] == {"pages": "write", "id-token": "write"}
    assert uses(jobs["deploy"]) == ["actions/deploy-pages"]  # the only job that writes
    for job in ("test", "full"):
        (checkout,) = [
            s for s in steps(jobs[job]) if s.get("uses", "").startswith("actions/checkout")
        ]
        assert checkout["with"]["persist-credentials"] is False


def test_actions_are_at_their_current_major_versions(workflow):
    used = {s["uses"] for job in workflow["jobs"].values() for s in steps(job) if "uses" in s}
    assert used == {f"{name}@{major}" for name, major in CURRENT.items()}


def test_the_site_keeps_its_dotfiles(workflow):
    test = workflow["jobs"]["test"]
    (upload,) = [s for s in steps(test) if s.get("uses", "").startswith("actions/upload-pages")]
    assert upload["with"] == {"path": "_site", "include-hidden-files": True}
    assert workflow["jobs"]["deploy"]["environment"]["name"] == "github-pages"
