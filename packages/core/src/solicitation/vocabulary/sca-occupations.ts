/**
 * Service Contract Act occupation titles, grouped as the SCA Directory of Occupations groups
 * them (U.S. Department of Labor, Wage and Hour Division, SCA Directory of Occupations, 5th
 * edition and the occupations listed on current SCA wage determinations). Compiled by hand
 * from public knowledge of that directory on 2026-11-25; titles only, no codes or wages.
 * Each line is `Title[ | levels][ | family]`: levels are the roman grades the directory uses
 * ("I-IV"), the family defaults to the title without its level.
 */
import type { Domain } from '../model';

/** One SCA occupation group: the domain its work belongs to and its titles. */
export interface ScaGroup {
  group: string;
  domain: Domain;
  titles: readonly string[];
}

export const SCA_GROUPS: readonly ScaGroup[] = [
  {
    group: 'Administrative Support and Clerical',
    domain: 'professional',
    titles:
      `Accounting Clerk|I-IV; Administrative Assistant; Court Reporter|-|Court Reporter; Customer Service Representative|I-III;
      Data Entry Operator|I-II; Dispatcher, Motor Vehicle|-|Dispatcher; Document Preparation Clerk; Duplicating Machine Operator;
      Film/Tape Librarian; General Clerk|I-IV; Housing Referral Assistant; Messenger Courier; Order Clerk|I-II;
      Personnel Assistant (Employment)|I-III|Personnel Assistant; Production Control Clerk; Rental Clerk; Scheduler, Maintenance|-|Scheduler;
      Secretary|I-V; Service Order Dispatcher; Supply Technician; Survey Worker; Switchboard Operator/Receptionist|-|Receptionist;
      Travel Clerk|I-III; Word Processor|I-III; Receptionist; Mail Clerk; File Clerk; Records Management Clerk`.split(
        ';',
      ),
  },
  {
    group: 'Automotive Service',
    domain: 'logistics',
    titles:
      `Automobile Body Repairer, Fiberglass|-|Automobile Body Repairer; Automotive Electrician; Automotive Glass Installer;
      Automotive Worker; Mobile Equipment Servicer; Motor Equipment Metal Mechanic; Motor Equipment Metal Worker;
      Motor Vehicle Mechanic; Motor Vehicle Mechanic Helper; Motor Vehicle Upholstery Worker; Motor Vehicle Wrecker;
      Painter, Automotive|-|Automotive Painter; Radiator Repair Specialist; Tire Repairer; Transmission Repair Specialist`.split(
        ';',
      ),
  },
  {
    group: 'Food Preparation and Service',
    domain: 'facilities',
    titles:
      `Baker; Cook|I-II; Dishwasher; Food Service Worker; Meat Cutter; Waiter/Waitress|-|Waiter; Cafeteria Attendant`.split(
        ';',
      ),
  },
  {
    group: 'Furniture Maintenance and Repair',
    domain: 'facilities',
    titles:
      `Electrostatic Spray Painter; Furniture Handler; Furniture Refinisher; Furniture Refinisher Helper;
      Furniture Repairer, Minor|-|Furniture Repairer; Upholsterer`.split(';'),
  },
  {
    group: 'General Services and Support',
    domain: 'facilities',
    titles:
      `Cleaner, Vehicles|-|Vehicle Cleaner; Elevator Operator; Gardener; Housekeeping Aide; Janitor; Custodian|-|Janitor;
      Laborer, Grounds Maintenance|-|Grounds Maintenance Laborer; Groundskeeper|-|Grounds Maintenance Laborer; Maid or Houseman|-|Housekeeper;
      Pruner; Tractor Operator; Trail Maintenance Worker; Window Cleaner`.split(';'),
  },
  {
    group: 'Health Occupations',
    domain: 'medical',
    titles:
      `Ambulance Driver; Breath Alcohol Technician; Certified Occupational Therapist Assistant; Certified Physical Therapist Assistant;
      Dental Assistant; Dental Hygienist; EKG Technician; Electroneurodiagnostic Technologist; Emergency Medical Technician;
      Licensed Practical Nurse|I-III; Licensed Vocational Nurse|I-III|Licensed Practical Nurse; Medical Assistant; Medical Laboratory Technician;
      Medical Record Clerk; Medical Record Technician; Medical Transcriptionist; Nuclear Medicine Technologist; Nursing Assistant|I-IV;
      Optical Dispenser; Optical Technician; Pharmacy Technician; Phlebotomist; Radiologic Technologist; Registered Nurse|I-IV;
      Respiratory Therapist; Paramedic; Surgical Technologist; Sterile Processing Technician; Physical Therapist; Occupational Therapist;
      Psychologist; Social Worker; Nurse Practitioner; Physician Assistant; Physician; Pharmacist; Dentist; Medical Coder; Health Aide`.split(
        ';',
      ),
  },
  {
    group: 'Information and Arts',
    domain: 'professional',
    titles:
      `Exhibits Specialist|I-III; Illustrator|I-III; Librarian; Library Aide/Clerk|-|Library Aide; Library Information Technology Systems Administrator;
      Library Technician; Media Specialist|I-III; Photographer|I-V; Video Teleconference Technician`.split(
        ';',
      ),
  },
  {
    group: 'Information Technology',
    domain: 'it',
    titles:
      `Computer Operator|I-V; Computer Programmer|I-IV; Computer Systems Analyst|I-III; Peripheral Equipment Operator;
      Personal Computer Support Technician; System Support Specialist; Help Desk Technician; Network Technician`.split(
        ';',
      ),
  },
  {
    group: 'Instructional',
    domain: 'training',
    titles:
      `Aircrew Training Devices Instructor (Non-Rated)|-|Aircrew Training Devices Instructor; Aircrew Training Devices Instructor (Rated)|-|Aircrew Training Devices Instructor;
      Air Crew Training Devices Instructor (Pilot)|-|Aircrew Training Devices Instructor; Computer Based Training Specialist/Instructor|-|Computer Based Training Specialist;
      Educational Technologist; Flight Instructor (Pilot)|-|Flight Instructor; Graphic Artist; Technical Instructor;
      Technical Instructor/Course Developer|-|Technical Instructor; Test Proctor; Tutor; Instructor; Course Developer`.split(
        ';',
      ),
  },
  {
    group: 'Laundry, Dry-Cleaning, Pressing and Related',
    domain: 'facilities',
    titles:
      `Laundry Worker; Counter Attendant; Dry Cleaner; Finisher, Flatwork, Machine|-|Laundry Worker; Presser, Hand|-|Presser;
      Presser, Machine, Drycleaning|-|Presser; Sewing Machine Operator; Tailor; Washer, Machine|-|Laundry Worker`.split(
        ';',
      ),
  },
  {
    group: 'Machine Tool Operation and Repair',
    domain: 'facilities',
    titles: `Machine-Tool Operator (Tool Room)|-|Machine-Tool Operator; Tool and Die Maker`.split(';'),
  },
  {
    group: 'Materials Handling and Packing',
    domain: 'logistics',
    titles:
      `Forklift Operator; Material Coordinator; Material Expediter; Material Handling Laborer; Order Filler;
      Production Line Worker (Food Processing)|-|Production Line Worker; Shipping Packer; Shipping/Receiving Clerk; Store Worker I|-|Store Worker;
      Stock Clerk; Tools and Parts Attendant; Warehouse Specialist; Warehouse Worker; Inventory Specialist`.split(
        ';',
      ),
  },
  {
    group: 'Mechanics and Maintenance and Repair',
    domain: 'facilities',
    titles:
      `Aerospace Structural Welder; Aircraft Logs and Records Technician; Aircraft Mechanic|I-III; Aircraft Mechanic Helper;
      Aircraft Painter; Aircraft Servicer; Aircraft Survival Flight Equipment Technician; Aircraft Worker;
      Aircrew Life Support Equipment (ALSE) Mechanic|I-II|Aircrew Life Support Equipment Mechanic; Appliance Mechanic; Bicycle Repairer;
      Cable Splicer; Carpenter, Maintenance|-|Carpenter; Carpenter; Carpet Layer; Electrician, Maintenance|-|Electrician; Electrician;
      Electronics Technician Maintenance|I-III|Electronics Technician; Fabric Worker; Fire Alarm System Mechanic; Fire Extinguisher Repairer;
      Fuel Distribution System Mechanic; Fuel Distribution System Operator; General Maintenance Worker; Maintenance Worker|-|General Maintenance Worker;
      Ground Support Equipment Mechanic; Ground Support Equipment Servicer; Ground Support Equipment Worker; Gunsmith|I-III;
      Heating, Ventilation and Air-Conditioning Mechanic|-|HVAC Mechanic; HVAC Mechanic; HVAC Technician|-|HVAC Mechanic;
      Heavy Equipment Mechanic; Heavy Equipment Operator; Instrument Mechanic; Laboratory/Shelter Mechanic; Laborer; Locksmith;
      Machinery Maintenance Mechanic; Machinist, Maintenance|-|Machinist; Maintenance Trades Helper; Metrology Technician|I-III; Millwright;
      Office Appliance Repairer; Painter, Maintenance|-|Painter; Painter; Pipefitter, Maintenance|-|Pipefitter; Plumber, Maintenance|-|Plumber; Plumber;
      Pneudraulic Systems Mechanic; Rigger; Scale Mechanic; Sheet-Metal Worker, Maintenance|-|Sheet-Metal Worker; Small Engine Mechanic;
      Telecommunications Mechanic|I-II; Telephone Lineman; Welder, Combination, Maintenance|-|Welder; Well Driller; Woodcraft Worker; Woodworker;
      Building Maintenance Technician|-|General Maintenance Worker; Elevator Mechanic; Boiler Mechanic`.split(
        ';',
      ),
  },
  {
    group: 'Personal Needs',
    domain: 'other',
    titles:
      `Child Care Attendant; Child Care Center Clerk; Chore Aide; Family Readiness and Support Services Coordinator; Homemaker`.split(
        ';',
      ),
  },
  {
    group: 'Plant and System Operations',
    domain: 'facilities',
    titles:
      `Boiler Tender; Sewage Plant Operator; Stationary Engineer; Ventilation Equipment Tender; Water Treatment Plant Operator;
      Wastewater Treatment Plant Operator|-|Sewage Plant Operator; Power Plant Operator`.split(';'),
  },
  {
    group: 'Protective Service',
    domain: 'security',
    titles:
      `Alarm Monitor; Baggage Inspector; Corrections Officer; Court Security Officer; Detection Dog Handler; Detention Officer;
      Firefighter; Guard|I-II; Security Guard|I-II|Guard; Security Officer|I-II|Guard; Protective Security Officer|-|Guard; Armed Guard|-|Guard;
      Unarmed Guard|-|Guard; Police Officer|I-II; Security Supervisor|-|Guard Supervisor; Guard Supervisor; Shift Supervisor;
      Screener; Dispatcher, Security|-|Alarm Monitor; Fire Inspector`.split(';'),
  },
  {
    group: 'Recreation and Entertainment',
    domain: 'other',
    titles:
      `Gate Attendant/Gate Tender|-|Gate Attendant; Lifeguard; Park Attendant (Aide)|-|Park Attendant; Recreation Aide/Health Facility Attendant|-|Recreation Aide;
      Recreation Specialist; Sports Official; Swimming Pool Operator`.split(';'),
  },
  {
    group: 'Stevedoring/Longshoremen Occupations',
    domain: 'logistics',
    titles: `Blocker and Bracer; Hatch Tender; Line Handler; Stevedore|I-II`.split(';'),
  },
  {
    group: 'Technical',
    domain: 'professional',
    titles:
      `Air Traffic Control Specialist, Center (HFO)|-|Air Traffic Control Specialist; Archeological Technician|I-III; Cartographic Technician;
      Civil Engineering Technician; Cryogenic Technician|I-II; Drafter/CAD Operator|I-IV|Drafter; Engineering Technician|I-VI;
      Environmental Technician; Evidence Control Specialist; Laboratory Technician; Latent Fingerprint Technician; Mathematical Technician;
      Paralegal/Legal Assistant|I-IV|Paralegal; Photo-Optics Technician; Technical Writer|I-III; Unexploded Ordnance (UXO) Technician|I-III|UXO Technician;
      UXO Safety Escort; UXO Sweep Personnel; Weather Forecaster|I-II; Weather Observer; Wind Tunnel Mechanic; Research Assistant;
      Laboratory Assistant|-|Laboratory Technician; Biological Science Technician|-|Laboratory Technician`.split(
        ';',
      ),
  },
  {
    group: 'Transportation/Mobile Equipment Operation',
    domain: 'logistics',
    titles: `Bus Aide; Bus Driver; Driver Courier; Parking and Lot Attendant; Shuttle Bus Driver; Taxi Driver;
      Truckdriver, Light|-|Truck Driver; Truckdriver, Medium|-|Truck Driver; Truckdriver, Heavy|-|Truck Driver;
      Truckdriver, Tractor-Trailer|-|Truck Driver; Truck Driver`.split(';'),
  },
  {
    group: 'Miscellaneous',
    domain: 'other',
    titles:
      `Animal Caretaker; Cashier; Desk Clerk; Embalmer; Mortician; Pest Controller; Photofinishing Worker; Recycling Laborer;
      Recycling Specialist; Sales Clerk; School Crossing Guard; Survey Party Chief; Surveying Aide; Surveying Technician;
      Vending Machine Attendant; Vending Machine Repairer; Vending Machine Repairer Helper; Transcriptionist|-|Medical Transcriptionist;
      Call Center Agent|-|Customer Service Representative; Contact Center Agent|-|Customer Service Representative; Interpreter; Translator`.split(
        ';',
      ),
  },
];
