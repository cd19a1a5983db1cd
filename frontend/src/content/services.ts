/** The service catalogue on /services. */
import { serviceIndex, type ServiceSummary } from './service-index';

export interface ServiceDetails {
  fullDescription: string;
  features: string[];
  technologies: string[];
  caseStudy: string;
}

export type ServiceEntry = ServiceSummary & ServiceDetails;

const details: Record<string, ServiceDetails> = {
  'ai-machine-learning': {
    fullDescription:
      'We take machine learning from a promising notebook to a monitored production service: data audits, model selection, evaluation against your business metric, and deployment behind an API your teams can rely on.',
    features: [
      'Predictive analytics and demand forecasting',
      'Natural language processing and document understanding',
      'Computer vision for inspection and recognition',
      'Recommendation engines',
      'Retrieval-augmented assistants on private data',
      'Model monitoring and drift alerts',
      'MLOps pipelines for retraining',
    ],
    technologies: ['Python', 'TensorFlow', 'PyTorch', 'scikit-learn', 'Hugging Face', 'MLflow'],
    caseStudy:
      'For a Bengaluru hospital network we built a triage assistant over scanned patient records that cut the time to first review by 38%.',
  },
  'cloud-computing': {
    fullDescription:
      'From a lift-and-shift plan to a container platform, we design cloud architecture around your availability and budget targets, automate it as code and hand over runbooks your operations team can follow.',
    features: [
      'Cloud readiness assessment',
      'Zero-downtime migration planning',
      'Kubernetes platform setup',
      'Infrastructure as code',
      'Cost monitoring and right-sizing',
      'Backup and disaster recovery',
    ],
    technologies: ['AWS', 'Microsoft Azure', 'Google Cloud', 'Kubernetes', 'Terraform', 'Docker'],
    caseStudy:
      'A fintech client moved its payment platform to Kubernetes on AWS without downtime and lowered its monthly hosting bill by 27%.',
  },
  cybersecurity: {
    fullDescription:
      'Our security team reviews your applications, cloud accounts and processes, tests them the way an attacker would, and helps you close the gaps and prepare for audits such as ISO 27001 and SOC 2.',
    features: [
      'Vulnerability assessment and penetration testing',
      'Secure code review',
      'Cloud security posture review',
      'Identity and access management',
      'Security monitoring and incident response',
      'Compliance readiness for ISO 27001 and SOC 2',
      'Security awareness training',
    ],
    technologies: ['OWASP ZAP', 'Burp Suite', 'Nessus', 'Splunk', 'Wazuh', 'HashiCorp Vault'],
    caseStudy:
      'For a retail chain we found and fixed 14 critical issues across its e-commerce stack ahead of a payment-card audit it then passed first time.',
  },
  'full-stack-development': {
    fullDescription:
      'A single team designs the data model, APIs and interface, with automated tests and continuous delivery from the first sprint, so you see working software every two weeks.',
    features: [
      'Product discovery and UX prototypes',
      'Responsive, accessible web interfaces',
      'REST and GraphQL APIs',
      'Database design and performance tuning',
      'Automated testing and CI/CD',
      'Third-party and payment integrations',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'NestJS', 'PostgreSQL', 'Redis'],
    caseStudy:
      'We rebuilt a logistics company’s booking portal; pages now load in under a second and online bookings grew 45% in six months.',
  },
  'blockchain-solutions': {
    fullDescription:
      'We help you decide whether a ledger fits your problem, then design, audit and ship smart contracts and the applications around them, on public or permissioned networks.',
    features: [
      'Feasibility and token design workshops',
      'Smart contract development',
      'Smart contract security audits',
      'Permissioned ledgers for supply chains',
      'Wallet and dApp integration',
      'Digital certificates and provenance tracking',
    ],
    technologies: ['Solidity', 'Ethereum', 'Hyperledger Fabric', 'Polygon', 'Hardhat', 'Web3.js'],
    caseStudy:
      'A spice exporter now traces every consignment from farm to port on a permissioned ledger, shortening buyer verification from days to minutes.',
  },
  'digital-transformation': {
    fullDescription:
      'We map how work really flows through your organisation, pick the changes with the biggest return, and deliver them in phases with training, so people adopt the new tools rather than work around them.',
    features: [
      'Process mapping and digital maturity assessment',
      'Technology roadmap and vendor selection',
      'Legacy system modernisation',
      'Data migration',
      'Change management and training',
      'KPI dashboards to track adoption',
    ],
    technologies: ['Power BI', 'Salesforce', 'SAP', 'Microsoft 365', 'Zoho', 'Camunda'],
    caseStudy:
      'A manufacturing group replaced spreadsheets across five plants with one order-to-cash system and closes its books four days faster each month.',
  },
  'mobile-app-development': {
    fullDescription:
      'We design and build mobile apps that work on patchy networks and low-end phones as well as flagships, then publish them to the stores and keep them updated.',
    features: [
      'Cross-platform apps with native performance',
      'Offline-first data sync',
      'Push notifications and deep links',
      'UPI and card payment integration',
      'App store publishing',
      'Crash reporting and analytics',
      'Accessibility and localisation',
    ],
    technologies: ['React Native', 'Flutter', 'Kotlin', 'Swift', 'Firebase'],
    caseStudy:
      'Our app for a chain of tutoring centres reached 60,000 students in its first year with a 4.7 star store rating.',
  },
  'data-engineering': {
    fullDescription:
      'We consolidate data from your applications, files and partners into a governed warehouse or lakehouse, with tested pipelines, clear ownership and dashboards that answer real questions.',
    features: [
      'Batch and streaming pipelines',
      'Data warehouse and lakehouse design',
      'Data quality checks and lineage',
      'Self-service BI dashboards',
      'Master data management',
      'Data governance and access policies',
    ],
    technologies: ['Apache Spark', 'Apache Kafka', 'Airflow', 'dbt', 'Snowflake', 'BigQuery'],
    caseStudy:
      'A D2C brand replaced 40 manual reports with one warehouse and daily dashboards, saving its analysts about 60 hours a week.',
  },
  'iot-solutions': {
    fullDescription:
      'From sensor selection to cloud dashboards, we build IoT systems that collect data securely at the edge, raise alerts in real time and feed maintenance and planning decisions.',
    features: [
      'Sensor and gateway selection',
      'Edge computing and firmware integration',
      'Secure device provisioning',
      'Real-time telemetry dashboards',
      'Predictive maintenance alerts',
      'Fleet management and over-the-air updates',
    ],
    technologies: [
      'MQTT',
      'AWS IoT Core',
      'Azure IoT Hub',
      'Node-RED',
      'InfluxDB',
      'Grafana',
      'Raspberry Pi',
    ],
    caseStudy:
      'Vibration sensors on a textile mill’s looms now warn of failures days ahead, reducing unplanned downtime by 31%.',
  },
  'rpa-automation': {
    fullDescription:
      'We find the rule-based tasks that consume your team’s day, such as invoice entry, reconciliations and report building, and automate them with bots and workflows that log every step.',
    features: [
      'Automation opportunity assessment',
      'Attended and unattended bots',
      'Invoice and document processing',
      'Workflow orchestration',
      'Bot monitoring and exception handling',
      'Automation centre of excellence setup',
    ],
    technologies: ['UiPath', 'Automation Anywhere', 'Power Automate', 'Python', 'n8n'],
    caseStudy:
      'Bots at an insurance broker now process 3,000 policy renewals a month that once took a team of six.',
  },
  'quantum-computing': {
    fullDescription:
      'A research engagement with our quantum team: we study your optimisation or simulation problem, prototype quantum and quantum-inspired algorithms on simulators and real hardware, and report honestly on what is practical today.',
    features: [
      'Quantum readiness workshops',
      'Problem formulation for optimisation and simulation',
      'Quantum algorithm prototyping',
      'Quantum-inspired classical solvers',
      'Post-quantum cryptography assessment',
      'Research reports and team training',
    ],
    technologies: ['Qiskit', 'Cirq', 'PennyLane', 'Amazon Braket', 'Python'],
    caseStudy:
      'For a logistics partner we benchmarked quantum-inspired route optimisation that trimmed simulated fleet distance by 9% over its current solver.',
  },
  'network-infrastructure': {
    fullDescription:
      'We design, install and monitor the networks your business runs on, from campus Wi-Fi and SD-WAN between branches to secure links into your cloud, with support around the clock.',
    features: [
      'Network design and capacity planning',
      'SD-WAN for branch offices',
      'Enterprise Wi-Fi surveys and rollout',
      'Firewall and zero-trust access',
      'Hybrid cloud connectivity',
      '24/7 network monitoring',
    ],
    technologies: ['Cisco', 'Fortinet', 'Juniper', 'Aruba', 'pfSense', 'Zabbix'],
    caseStudy:
      'We linked 22 branches of a cooperative bank over SD-WAN, doubling bandwidth while cutting link costs by a fifth.',
  },
};

/** The twelve services in catalogue order, each with its details. */
export const services: ServiceEntry[] = serviceIndex.map((summary) => ({
  ...summary,
  ...details[summary.id],
}));
